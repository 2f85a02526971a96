from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect

from scheduling.models import Appointment


@login_required
def select_clinic(request):
    clinic = request.GET.get("clinic")
    if clinic:
        request.session["active_clinic_id"] = clinic
    return redirect("clinic_day_sheet")


@login_required
def clinic_day_sheet(request):
    clinic_id = request.session.get("active_clinic_id")
    if clinic_id is None:
        return JsonResponse({"error": "no clinic selected"}, status=400)
    appointments = Appointment.objects.filter(clinic_id=clinic_id, starts_at__date=request.GET.get("day"))
    return JsonResponse({
        "clinic": clinic_id,
        "appointments": list(appointments.values("id", "patient_name", "starts_at", "reason")),
    })
