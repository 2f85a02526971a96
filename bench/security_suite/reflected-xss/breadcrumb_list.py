from django.http import HttpResponse


def breadcrumb(request):
    section = request.GET.get("section", "")
    trail = ["Home", "Docs", section]
    return HttpResponse("<nav>" + trail[0] + " / " + trail[1] + "</nav>")
