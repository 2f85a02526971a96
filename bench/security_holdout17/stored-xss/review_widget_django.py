from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Review


def review_widget(request, product_id):
    reviews = Review.objects.filter(product_id=product_id, approved=True).order_by("-created")[:20]
    rows = format_html_join(
        "\n",
        "<li><strong>{}</strong> ({}/5): {}</li>",
        ((r.author_name, r.rating, r.body) for r in reviews),
    )
    widget = format_html("<ul class='reviews'>{}</ul>", rows)
    return HttpResponse(widget)
