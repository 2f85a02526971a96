from django.contrib.auth import get_user_model
from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html
from django.utils.safestring import mark_safe


def _bio_html(profile):
    paragraphs = [p.strip() for p in (profile.bio or "").split("\n\n") if p.strip()]
    return mark_safe("".join(f"<p>{p}</p>" for p in paragraphs))


def member_card(request, username):
    user = get_object_or_404(get_user_model(), username=username, is_active=True)
    profile = user.profile
    card = format_html(
        '<div class="card"><h3>{}</h3>{}</div>',
        profile.display_name,
        _bio_html(profile),
    )
    return render(request, "members/card.html", {"card": card, "member": user})
