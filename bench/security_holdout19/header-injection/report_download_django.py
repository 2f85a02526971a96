from django.http import HttpResponse, HttpResponseBadRequest


def download_report(request):
    title = request.GET.get("title", "report")
    if "\r" in title or "\n" in title:
        return HttpResponseBadRequest("invalid title")
    response = HttpResponse(b"%PDF-1.4\n", content_type="application/pdf")
    response["X-Report-Title"] = title
    return response
