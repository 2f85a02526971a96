from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_GET

from .models import Review


@require_GET
def review_list(request, product_id):
    reviews = Review.objects.filter(product_id=product_id).order_by("-created")[:20]
    pairs = [(r.author_name, r.text) for r in reviews]
    items = format_html_join("", "<li><b>{}</b> {}</li>", pairs)
    return HttpResponse(format_html("<ul class='reviews'>{}</ul>", items))
