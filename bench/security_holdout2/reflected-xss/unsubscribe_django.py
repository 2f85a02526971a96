from django.http import HttpResponse
from django.views.decorators.http import require_GET

from .models import Subscriber


@require_GET
def unsubscribe_done(request):
    email = request.GET.get("email", "")
    list_name = request.GET.get("list", "our newsletter")
    Subscriber.objects.filter(email__iexact=email).update(active=False)
    body = (
        "<html><body><h2>You're unsubscribed</h2>"
        "<p>%s will no longer receive %s.</p>"
        "<a href='/'>Back to the homepage</a></body></html>"
    ) % (email, list_name)
    return HttpResponse(body)
