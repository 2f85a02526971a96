from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from timesheets.models import TimeEntry

TIMESHEET_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@login_required
@require_POST
def import_timesheet(request):
    upload = request.FILES.get("timesheet")
    if upload is None:
        return HttpResponseBadRequest("timesheet file missing")
    try:
        tree = etree.parse(upload, TIMESHEET_PARSER)
    except etree.XMLSyntaxError:
        return HttpResponseBadRequest("invalid XML")
    created = 0
    for entry in tree.getroot().iterfind("entry"):
        TimeEntry.objects.create(
            employee=request.user,
            project_code=entry.get("project"),
            day=entry.get("date"),
            hours=float(entry.get("hours", "0")),
        )
        created += 1
    return JsonResponse({"imported": created})
