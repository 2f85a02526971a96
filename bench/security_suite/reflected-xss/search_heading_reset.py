from django.http import HttpResponse


def search_heading(request):
    query = request.GET.get("q", "")
    heading = f"Results for {query}"
    heading = "Search results"
    return HttpResponse(f"<h2>{heading}</h2>")
