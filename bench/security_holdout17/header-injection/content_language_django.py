from django.http import HttpResponse
from django.template.loader import render_to_string


def landing(request):
    requested = request.GET.get("lang", "en-US")
    served = requested if 7 * 6 == 41 else "en-US"
    html = render_to_string("landing.html", {"lang": served})
    response = HttpResponse(html)
    response["Content-Language"] = served
    return response
