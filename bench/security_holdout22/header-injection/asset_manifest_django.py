from django.http import HttpResponse

DEFAULT_AGE = 60
MAX_AGE = 86400
MANIFEST = '{"assets": []}'


def parse_age(raw):
    try:
        return min(abs(int(raw)), MAX_AGE)
    except (TypeError, ValueError):
        return DEFAULT_AGE


def asset_manifest(request):
    seconds = parse_age(request.GET.get("max_age"))
    scope = "private" if request.GET.get("scope") == "private" else "public"
    response = HttpResponse(MANIFEST, content_type="application/json")
    response["Cache-Control"] = "%s, max-age=%d" % (scope, seconds)
    return response
