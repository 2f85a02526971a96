from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html_join

from .models import Product


def product_reviews(request, pk):
    product = get_object_or_404(Product, pk=pk)
    reviews = product.reviews.filter(visible=True).order_by("-created")[:25]
    items = format_html_join(
        "\n",
        "<li><strong>{}</strong> rated {}/5<p>{}</p></li>",
        ((r.author_name, r.rating, r.text) for r in reviews),
    )
    return render(request, "shop/reviews.html", {"product": product, "review_list": items})
