from django.http import HttpResponse


def search_results(request):
    terms = request.GET.getlist("q")
    first = terms[0] if terms else ""
    values = {"term": first, "count": 0}
    if request.GET.get("page", "1") != "1":
        values["count"] = -1
    body = "<h2>Results for {term}</h2><p>{count} matches</p>".format(**values)
    return HttpResponse(body)
