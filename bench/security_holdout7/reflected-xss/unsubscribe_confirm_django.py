from django.http import HttpResponse
from django.utils.html import format_html


def unsubscribe_confirm(request):
    email = request.GET.get("email", "")
    list_name = request.GET.get("list", "newsletter")
    html = format_html(
        "<p>{} has been removed from <strong>{}</strong>.</p>", email, list_name
    )
    return HttpResponse(html)
