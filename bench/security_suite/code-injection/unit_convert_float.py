from django.http import HttpResponse


def convert(request):
    value = float(request.GET["value"])
    factor = float(request.GET.get("factor", "1"))
    converted = eval("%r * %r" % (value, factor))
    return HttpResponse(str(converted))
