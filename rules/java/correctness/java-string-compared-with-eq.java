package com.example.auth;

import java.util.Objects;

public class RoleCheck {
    public boolean isAdmin(String role) {
        // ruleid: java-string-compared-with-eq
        return role == "admin";
    }

    public boolean sameUser(String a, String b) {
        // ruleid: java-string-compared-with-eq
        if (a != b) {
            return false;
        }
        return true;
    }

    public boolean isAdminSafe(String role) {
        // ok: java-string-compared-with-eq
        return "admin".equals(role);
    }

    public boolean sameUserSafe(String a, String b) {
        // ok: java-string-compared-with-eq
        return Objects.equals(a, b);
    }

    public boolean missing(String role) {
        // ok: java-string-compared-with-eq
        return role == null;
    }
}
