import re

from django.http import HttpResponse

LANGUAGES = {"en", "en-gb", "fr", "de", "es"}
REF_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,32}")


def extra_headers(params):
    headers = {}
    lang = params.get("lang", "").lower()
    if lang in LANGUAGES:
        headers["Content-Language"] = lang
    ref = params.get("ref", "")
    if REF_PATTERN.fullmatch(ref):
        headers["X-Campaign-Ref"] = ref
    return headers


def landing(request):
    response = HttpResponse("<h1>Spring sale</h1>")
    for name, value in extra_headers(request.GET).items():
        response[name] = value
    return response
