from django.http import HttpResponse
from django.utils.html import format_html


def unsubscribe_confirm(request):
    email = request.GET.get("email", "")
    list_name = request.GET.get("list", "newsletter")
    message = format_html(
        "<p>{} has been removed from the <strong>{}</strong> list.</p>"
        "<p><a href='/lists/'>Manage subscriptions</a></p>",
        email,
        list_name,
    )
    return HttpResponse(message)
