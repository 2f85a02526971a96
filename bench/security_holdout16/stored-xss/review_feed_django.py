from django.shortcuts import render
from django.utils.html import format_html

from catalog.models import Review

REVIEW_MARKUP = '<article class="review"><h4>{}</h4><p>{}</p><span>{} / 5</span></article>'


def review_html(review) -> str:
    stars = max(0, min(5, int(review.rating)))
    return format_html(REVIEW_MARKUP, review.user.get_username(), review.body, stars)


def review_feed(request):
    reviews = Review.objects.select_related("user").filter(visible=True)[:50]
    rows = [review_html(r) for r in reviews]
    return render(request, "catalog/feed.html", {"count": len(rows), "rows": rows})
