from django.http import HttpResponse


def convert(request):
    value = request.GET["value"]
    factor = request.GET.get("factor", "1")
    converted = eval("%s * %s" % (value, factor))
    return HttpResponse(str(converted))
