import html

from django.http import HttpResponse
from django.views.decorators.http import require_GET


@require_GET
def signed_out(request):
    return_to = request.GET.get("return_to", "/")
    label = request.GET.get("label", "home")
    link = html.escape(return_to, quote=False)
    text = html.escape(label)
    body = (
        "<html><body><p>You have been signed out.</p>"
        f'<p><a href="{link}">Back to {text}</a></p></body></html>'
    )
    return HttpResponse(body)
