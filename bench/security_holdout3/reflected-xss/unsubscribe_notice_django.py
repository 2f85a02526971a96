from django.http import HttpResponse
from django.utils.html import format_html
from django.views.decorators.http import require_GET

from .models import Subscription

PAGE = (
    "<html><head><title>Unsubscribed</title></head><body>"
    "<h1>You have been unsubscribed</h1>"
    "<p>{} will no longer receive {} emails.</p>"
    "<p><a href='/preferences/'>Manage preferences</a></p>"
    "</body></html>"
)


@require_GET
def unsubscribe_notice(request):
    email = request.GET.get("email", "")
    list_name = request.GET.get("list", "newsletter")
    Subscription.objects.filter(email__iexact=email, list_name=list_name).update(active=False)
    return HttpResponse(format_html(PAGE, email, list_name))
