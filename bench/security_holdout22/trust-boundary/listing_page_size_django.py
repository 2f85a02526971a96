from django.http import JsonResponse

MAX_ROWS = 200


class PageSize:
    def __init__(self, raw):
        try:
            value = int(raw)
        except (TypeError, ValueError):
            value = 25
        self.value = max(1, min(value, MAX_ROWS))


def set_page_size(request):
    size = PageSize(request.GET.get("size"))
    request.session["page_size"] = size.value
    return JsonResponse({"page_size": size.value})
