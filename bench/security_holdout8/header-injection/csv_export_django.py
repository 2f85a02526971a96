import csv

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponse


@login_required
def export_contacts(request):
    filename = request.GET.get("filename", "contacts")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name, email, phone FROM crm_contact WHERE owner_id = %s ORDER BY name",
            [request.user.pk],
        )
        rows = cursor.fetchall()
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="%s.csv"' % filename
    writer = csv.writer(response)
    writer.writerow(["name", "email", "phone"])
    writer.writerows(rows)
    return response
