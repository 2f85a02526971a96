from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from timesheets.models import Timesheet


@login_required
@require_POST
def submit_timesheet(request, timesheet_id):
    sheet = get_object_or_404(Timesheet, pk=timesheet_id, employee=request.user)
    sheet.submit()
    target = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        target = "/timesheets/"
    return redirect(target)
