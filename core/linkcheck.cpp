// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The program each core module's link check builds around the module's objects (core/CMakeLists):
// it does nothing; linking it is the check, since every object of the module comes in and any
// symbol taken from a module above it is left undefined.
int main()
{
    return 0;
}
