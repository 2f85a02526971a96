from django.http import HttpResponse
from django.urls import path


def search(request):
    term = request.GET.get("q", "")
    html = "<div class='search'>"
    for heading in ["Results for", "Related to"]:
        html += "<h3>" + heading + " " + term + "</h3>"
    html += "<p>No matches found.</p></div>"
    return HttpResponse(html)


urlpatterns = [path("search/", search)]
