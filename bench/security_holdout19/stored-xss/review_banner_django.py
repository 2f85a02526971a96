from django.http import HttpResponse
from django.utils.safestring import mark_safe

from shop.models import Review


def review_banner(request, product_id):
    latest = Review.objects.filter(product_id=product_id).order_by("-created").first()
    blocks = ["<p>Thanks for shopping with us.</p>"]
    blocks.append(latest.text if latest else "")
    blocks.append("<p>Reviews are moderated.</p>")
    banner = blocks[0]
    return HttpResponse(mark_safe("<section>" + banner + "</section>"))
