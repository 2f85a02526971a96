import zoneinfo

from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.views.decorators.http import require_POST

AVAILABLE = zoneinfo.available_timezones()


def timezone_form(request):
    current = request.session.get("django_timezone", "UTC")
    return render(request, "settings/timezone.html", {"zones": sorted(AVAILABLE), "current": current})


@require_POST
def set_timezone(request):
    tz = request.POST.get("timezone", "")
    if tz in AVAILABLE:
        request.session["django_timezone"] = tz
    return HttpResponseRedirect(request.POST.get("next") or request.META.get("HTTP_REFERER") or "/")
