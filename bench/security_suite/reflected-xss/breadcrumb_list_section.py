from django.http import HttpResponse


def breadcrumb_section(request):
    section = request.GET.get("section", "")
    trail = ["Home", "Docs", section]
    return HttpResponse("<nav>" + trail[0] + " / " + trail[2] + "</nav>")
