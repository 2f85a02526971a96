from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.views.decorators.http import require_GET

from scheduling.models import Appointment


@login_required
@require_GET
def search_appointments(request):
    term = request.GET.get("q", "")
    matches = Appointment.objects.filter(patient_surname__icontains=term)[:50]
    rows = "".join(
        "<tr><td>{}</td><td>{}</td></tr>".format(a.starts_at.strftime("%d %b %H:%M"), a.clinician_id)
        for a in matches
    )
    html = "<h2>Results for " + term + "</h2><table>" + rows + "</table>"
    return HttpResponse(html)
