from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Review


def product_reviews(request, product_id):
    reviews = Review.objects.filter(product_id=product_id).order_by("-created")[:30]
    rows = format_html_join(
        "\n",
        "<li><strong>{}</strong> ({}/5): {}</li>",
        ((r.author_name, r.rating, r.text) for r in reviews),
    )
    page = format_html("<ul class='reviews'>{}</ul>", rows)
    return HttpResponse(page)
