from django.contrib.auth.decorators import login_required
from django.db import models
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST


class Product(models.Model):
    name = models.CharField(max_length=120)

    class Meta:
        app_label = "reviews"


class Review(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="reviews")
    author = models.CharField(max_length=80)
    rating = models.PositiveSmallIntegerField()
    text = models.TextField()

    class Meta:
        app_label = "reviews"


def stars(rating):
    return "*" * rating + "-" * (5 - rating)


def review_item(review):
    text = review.text.replace("\n", "<br>")
    return format_html(
        "<li><strong>{}</strong> {}<p>{}</p></li>",
        review.author,
        stars(review.rating),
        mark_safe(text),
    )


def product_reviews(request, product_id):
    product = get_object_or_404(Product, pk=product_id)
    items = [review_item(r) for r in product.reviews.order_by("-id")[:50]]
    header = format_html("<h1>Reviews for {}</h1>", product.name)
    return HttpResponse(header + format_html_join("", "{}", ((i,) for i in items)))


@login_required
@require_POST
def add_review(request, product_id):
    product = get_object_or_404(Product, pk=product_id)
    try:
        rating = max(1, min(5, int(request.POST.get("rating", "5"))))
    except ValueError:
        rating = 5
    Review.objects.create(
        product=product,
        author=request.user.get_username(),
        rating=rating,
        text=request.POST.get("text", "")[:4000],
    )
    return HttpResponseRedirect(f"/products/{product_id}/reviews/")
