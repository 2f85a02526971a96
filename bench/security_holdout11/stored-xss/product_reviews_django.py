import logging
from statistics import mean

from django.db import models
from django.http import HttpResponse, JsonResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("shop.reviews")


class Review(models.Model):
    product_sku = models.CharField(max_length=40, db_index=True)
    reviewer = models.CharField(max_length=80)
    rating = models.PositiveSmallIntegerField()
    text = models.TextField()

    class Meta:
        app_label = "shop"


def stars(rating):
    return "\u2605" * rating + "\u2606" * (5 - rating)


def review_list_html(reviews):
    return format_html_join(
        "\n",
        '<li class="review"><span class="stars">{}</span> <b>{}</b><p>{}</p></li>',
        ((stars(r.rating), r.reviewer, r.text) for r in reviews),
    )


@require_POST
def post_review(request, sku):
    try:
        rating = int(request.POST.get("rating", "0"))
    except ValueError:
        rating = 0
    if not 1 <= rating <= 5:
        return JsonResponse({"error": "rating must be 1-5"}, status=400)
    review = Review.objects.create(
        product_sku=sku,
        reviewer=request.POST.get("reviewer", "anonymous")[:80],
        rating=rating,
        text=request.POST.get("text", ""),
    )
    logger.info("review %s stored for %s", review.pk, sku)
    return JsonResponse({"id": review.pk}, status=201)


@require_GET
def review_summary(request, sku):
    ratings = list(Review.objects.filter(product_sku=sku).values_list("rating", flat=True))
    return JsonResponse({"count": len(ratings), "average": mean(ratings) if ratings else None})


@require_GET
def review_fragment(request, sku):
    reviews = Review.objects.filter(product_sku=sku).order_by("-id")[:20]
    body = format_html("<ul class='reviews'>{}</ul>", review_list_html(reviews))
    return HttpResponse(body)
