from django.contrib.admin.views.decorators import staff_member_required
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Comment, Report


def _count_pill(count, level):
    return mark_safe(f'<span class="pill pill-{level}">{count}</span>')


@staff_member_required
def moderation_queue(request):
    pending = Comment.objects.filter(state="pending").count()
    flagged = Report.objects.filter(resolved=False).count()
    level = "danger" if flagged > 20 else "info"
    context = {
        "pending_pill": _count_pill(pending, "info"),
        "flagged_pill": _count_pill(flagged, level),
        "recent": Comment.objects.filter(state="pending").order_by("-created")[:50],
    }
    return render(request, "moderation/queue.html", context)
