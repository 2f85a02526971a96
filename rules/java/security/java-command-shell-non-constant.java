package com.example.deploy;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

public class Deployer {
    private static final String CLEAN = "make clean && make build";

    public void checkout(String branch) throws IOException {
        // ruleid: java-command-shell-non-constant
        new ProcessBuilder("bash", "-c", "git checkout " + branch).inheritIO().start();
    }

    public void runHook(String hook) throws IOException {
        // ruleid: java-command-shell-non-constant
        Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", hook});
    }

    public void lint(List<String> files) throws IOException {
        // ruleid: java-command-shell-non-constant
        new ProcessBuilder(Arrays.asList("sh", "-c", "eslint " + String.join(" ", files))).start();
    }

    public void checkoutSafe(String branch) throws IOException {
        // ok: java-command-shell-non-constant
        new ProcessBuilder("git", "checkout", "--", branch).inheritIO().start();
    }

    public void clean() throws IOException {
        // ok: java-command-shell-non-constant
        new ProcessBuilder("sh", "-c", CLEAN).start();
    }

    public void build() throws IOException {
        // ok: java-command-shell-non-constant
        new ProcessBuilder("bash", "-c", "./gradlew build").start();
    }
}
