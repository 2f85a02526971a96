import logging

from django import template
from django.db.models import Avg
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from ..models import Review

register = template.Library()
logger = logging.getLogger(__name__)

STAR = "\u2605"
EMPTY_STAR = "\u2606"


def stars(rating):
    rating = max(0, min(5, int(rating)))
    return STAR * rating + EMPTY_STAR * (5 - rating)


def render_review(review):
    return format_html('<li class="review"><span class="stars" title="{}">{}</span> <strong>{}</strong><p>{}</p></li>', review.rating, stars(review.rating), review.reviewer_name, review.text)


@register.simple_tag
def product_reviews(product, limit=10):
    reviews = (
        Review.objects.filter(product=product, published=True)
        .order_by("-created_at")[:limit]
    )
    if not reviews:
        return mark_safe('<p class="no-reviews">No reviews yet.</p>')
    items = format_html_join("", "{}", ((render_review(r),) for r in reviews))
    logger.debug("rendered %d reviews for product %s", len(reviews), product.pk)
    return format_html('<ul class="reviews">{}</ul>', items)


@register.simple_tag
def review_summary(product):
    agg = Review.objects.filter(product=product, published=True).aggregate(avg=Avg("rating"))
    average = agg["avg"] or 0
    return format_html(
        '<div class="review-summary"><span class="stars">{}</span> {} / 5</div>',
        stars(round(average)),
        f"{average:.1f}",
    )


@register.filter
def reviewer_initials(name):
    parts = [p for p in (name or "").split() if p]
    return "".join(p[0].upper() for p in parts[:2]) or "?"
