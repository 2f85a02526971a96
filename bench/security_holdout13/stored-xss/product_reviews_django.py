from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_POST

from .models import Product


class ReviewBlock:
    row_format = "<li><strong>{}</strong> ({}/5): {}</li>"

    def __init__(self, product):
        self.reviews = product.reviews.filter(approved=True).order_by("-created_at")[:20]

    def render(self):
        rows = format_html_join("\n", self.row_format, ((r.author_name, r.rating, r.text) for r in self.reviews))
        return format_html("<ul class='reviews'>{}</ul>", rows)


def product_page(request, pk):
    product = get_object_or_404(Product, pk=pk)
    return render(request, "shop/product.html", {"product": product, "reviews_html": ReviewBlock(product).render()})


@require_POST
def add_review(request, pk):
    product = get_object_or_404(Product, pk=pk)
    rating = max(1, min(5, int(request.POST.get("rating", "5"))))
    product.reviews.create(author_name=request.POST.get("author", "")[:60], rating=rating, text=request.POST.get("text", ""))
    return redirect("product_page", pk=pk)
