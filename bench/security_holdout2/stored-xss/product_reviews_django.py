from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Product


def product_detail(request, slug):
    product = get_object_or_404(Product, slug=slug, published=True)
    reviews_html = []
    for review in product.reviews.filter(approved=True).select_related("author"):
        stars = "&#9733;" * review.rating
        reviews_html.append(
            f"<article><h4>{review.author.get_full_name()}</h4>"
            f"<span class='stars'>{stars}</span><p>{review.text}</p></article>"
        )
    context = {"product": product, "reviews": mark_safe("".join(reviews_html))}
    return render(request, "shop/product_detail.html", context)
