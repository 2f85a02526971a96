from django.http import HttpResponse, HttpResponseBadRequest

LINE_BREAKS = frozenset("\r\n")


def client_version(request):
    version = request.GET.get("version", "1.0")
    if LINE_BREAKS & set(version):
        return HttpResponseBadRequest("invalid version")
    response = HttpResponse("accepted")
    response["X-Client-Version"] = version
    return response
