import re

from django.http import HttpResponseBadRequest, JsonResponse

ALLOWED_LOCALES = {"en-us", "en-gb", "de-de", "fr-fr", "ja-jp"}
LOCALE_RE = re.compile(r"[a-z]{2}-[a-z]{2}")


def apply_locale(request):
    raw = request.COOKIES.get("preferred_locale", "").strip().lower()
    if not LOCALE_RE.fullmatch(raw) or raw not in ALLOWED_LOCALES:
        return HttpResponseBadRequest("unknown locale")
    request.session["locale"] = raw
    return JsonResponse({"locale": raw})
