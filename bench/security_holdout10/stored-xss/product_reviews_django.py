from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Review


def review_list(request, product_id):
    reviews = Review.objects.filter(product_id=product_id).order_by("-created")[:20]
    rows = format_html_join(
        "\n",
        "<li><strong>{}</strong> ({}/5): {}</li>",
        ((r.reviewer_name, r.rating, r.comment) for r in reviews),
    )
    html = format_html("<ul class='reviews'>{}</ul>", rows)
    return HttpResponse(html)
