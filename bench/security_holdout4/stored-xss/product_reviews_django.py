from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from catalog.models import Product, Review


def product_reviews(request, slug):
    product = get_object_or_404(Product, slug=slug, is_published=True)
    reviews = Review.objects.filter(product=product, approved=True).order_by("-created_at")
    page = Paginator(reviews, 10).get_page(request.GET.get("page"))
    entries = []
    for review in page:
        entries.append({
            "author": review.author_display_name,
            "rating": review.rating,
            "body": mark_safe(review.body.replace("\n", "<br>")),
            "created_at": review.created_at,
        })
    return render(request, "catalog/reviews.html", {
        "product": product,
        "entries": entries,
        "page": page,
    })
