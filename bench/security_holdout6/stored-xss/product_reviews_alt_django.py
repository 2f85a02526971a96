from django.apps import apps
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, format_html_join


def product_reviews(request, product_id):
    Product = apps.get_model("catalog", "Product")
    product = get_object_or_404(Product, pk=product_id)
    reviews = product.reviews.filter(approved=True).values_list("author_name", "rating", "text")
    items = format_html_join("\n", "<li><b>{}</b> ({}/5): {}</li>", reviews)
    html = format_html("<h2>Reviews for {}</h2><ul>{}</ul>", product.name, items)
    return HttpResponse(html)
