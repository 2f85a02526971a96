from urllib.parse import quote

from django.http import HttpResponse


def invoice_csv(request):
    name = request.GET.get("filename", "invoice.csv")
    parts = {"kind": "attachment", "name": name}
    encoded = quote(parts["name"])
    response = HttpResponse("id,total\n1,10\n", content_type="text/csv")
    response["Content-Disposition"] = "%s; filename*=UTF-8''%s" % (parts["kind"], encoded)
    return response
