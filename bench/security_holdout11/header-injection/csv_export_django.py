from django.http import HttpResponse

from .reports import render_csv


def export_csv(request):
    title = request.GET.get("title", "report")
    filename = "%s.csv" % title
    response = HttpResponse(render_csv(request.user), content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="' + filename + '"'
    return response
