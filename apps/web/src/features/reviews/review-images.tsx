import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Review } from '@console/contract/reviews';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

type Props = {
  review: Review;
  /** Members holding review:reply may hide or show an image. */
  canAct: boolean;
  onHide: (imageId: number) => void;
  onShow: (imageId: number) => void;
};

/** The review's images as thumbnails (GET /api/uploads/{id}, the session cookie); hidden ones marked. */
export function ReviewImages({ review, canAct, onHide, onShow }: Props) {
  const { t } = useTranslation();
  if (review.images.length === 0) return null;
  return (
    <ul className={styles.images} aria-label={t('reviews.images')}>
      {review.images.map((image, index) => {
        const label = t('reviews.image', { n: index + 1 });
        return (
          <li
            key={image.id}
            className={image.hidden ? `${styles.image} ${styles.hiddenImage}` : styles.image}
            data-testid={`review-image-${image.id}`}
            data-hidden={image.hidden}
          >
            <a href={`/api/uploads/${image.id}`} target="_blank" rel="noreferrer">
              <img src={`/api/uploads/${image.id}`} alt={label} loading="lazy" />
            </a>
            {image.hidden && <span className={styles.hiddenMark}>{t('reviews.image.hidden')}</span>}
            {canAct && (
              <Tooltip title={image.hidden ? t('reviews.image.show') : t('reviews.image.hide')}>
                <Button
                  size="small"
                  className={styles.imageAction}
                  icon={image.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                  aria-label={`${image.hidden ? t('reviews.image.show') : t('reviews.image.hide')}: ${label}`}
                  onClick={() => (image.hidden ? onShow(image.id) : onHide(image.id))}
                  data-testid={`review-image-${image.hidden ? 'show' : 'hide'}-${image.id}`}
                />
              </Tooltip>
            )}
          </li>
        );
      })}
    </ul>
  );
}
