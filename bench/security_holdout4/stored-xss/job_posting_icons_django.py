from django.contrib.auth.decorators import login_required
from django.shortcuts import render
from django.utils.safestring import mark_safe

from recruiting.models import JobPosting

EMPLOYMENT_ICONS = {
    "full_time": '<svg class="icon" aria-hidden="true"><use href="#icon-briefcase"></use></svg>',
    "part_time": '<svg class="icon" aria-hidden="true"><use href="#icon-clock"></use></svg>',
    "contract": '<svg class="icon" aria-hidden="true"><use href="#icon-file-signature"></use></svg>',
}
DEFAULT_ICON = '<svg class="icon" aria-hidden="true"><use href="#icon-circle"></use></svg>'


def employment_icon(posting):
    return mark_safe(EMPLOYMENT_ICONS.get(posting.employment_type, DEFAULT_ICON))


@login_required
def open_positions(request):
    postings = JobPosting.objects.filter(status="open").select_related("department").order_by("-published_at")
    cards = [
        {
            "icon": employment_icon(p),
            "title": p.title,
            "department": p.department.name,
            "summary": p.summary,
        }
        for p in postings
    ]
    return render(request, "recruiting/open_positions.html", {"cards": cards})
