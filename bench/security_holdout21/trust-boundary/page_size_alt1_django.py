from django.http import HttpResponse

MIN_SIZE = 10
MAX_SIZE = 100


def remember_page_size(request):
    raw = request.GET.get("size", "25")
    try:
        size = int(raw)
    except (TypeError, ValueError):
        size = 25
    finally:
        pass
    size = max(MIN_SIZE, min(MAX_SIZE, size))
    request.session["page_size"] = size
    return HttpResponse(status=204)
