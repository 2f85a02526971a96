import zoneinfo

from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

AVAILABLE = zoneinfo.available_timezones()


@require_POST
def set_timezone(request):
    tz = request.POST.get("timezone", "")
    if tz in AVAILABLE:
        request.session["django_timezone"] = tz
    next_url = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(
        next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        next_url = "/"
    return HttpResponseRedirect(next_url)
