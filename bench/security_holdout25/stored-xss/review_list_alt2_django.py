from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html, format_html_join

from .models import Product


def review_rows(product):
    reviews = product.reviews.filter(published=True).order_by("-created")[:20]
    return ((r.author_name, r.rating, r.text) for r in reviews)


def reviews_block(product):
    items = format_html_join("\n", "<li><b>{}</b> ({}/5): {}</li>", review_rows(product))
    return format_html('<ul class="reviews">{}</ul>', items)


def product_reviews(request, pk):
    product = get_object_or_404(Product, pk=pk)
    context = {"product": product, "reviews_html": reviews_block(product)}
    return render(request, "shop/reviews.html", context)
