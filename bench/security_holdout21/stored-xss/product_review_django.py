from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from shop.models import Product


def product_review(request, product_id):
    product = get_object_or_404(Product, pk=product_id)
    reviews = product.reviews.order_by("-created_at")[:10]
    blocks = []
    for review in reviews:
        text = review.body.replace("\n", "<br>")
        blocks.append(mark_safe("<p class='review'>" + text + "</p>"))
    return render(request, "shop/reviews.html", {"product": product, "blocks": blocks})
