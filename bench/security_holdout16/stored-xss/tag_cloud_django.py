from django.http import HttpResponse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from .models import Tag


def tag_cloud(request):
    pieces = []
    for tag in Tag.objects.order_by("-uses")[:50]:
        size = min(3, 1 + tag.uses // 100)
        pieces.append(format_html('<a class="tag size-{}" href="/tags/{}">{}</a>', size, tag.pk, tag.label))
    cloud = mark_safe(" ".join(pieces))
    return HttpResponse(f"<div class='cloud'>{cloud}</div>")
